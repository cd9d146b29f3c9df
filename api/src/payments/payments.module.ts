import { Inject, Logger, Module, OnApplicationBootstrap } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { BackgroundModule } from '../background/background.module';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { NotificationsModule } from '../notifications/notifications.module';
import { OrdersModule } from '../orders/orders.module';
import { PaypalSettingsModule } from '../paypal-settings/paypal-settings.module';
import { PaymentProvider } from './payment-provider';
import { PaymentSettlementService } from './payment-settlement.service';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { IpnController } from './paypal-standard/ipn.controller';
import { IpnService } from './paypal-standard/ipn.service';
import { IpnValidator } from './paypal-standard/ipn-validator';
import { PaypalStandardProvider } from './paypal-standard/paypal-standard.provider';
import { IpnMessage, IpnMessageSchema } from './schemas/ipn-message.schema';
import { PaymentTransaction, PaymentTransactionSchema } from './schemas/payment-transaction.schema';
import { SimulatedIpn, SimulatedIpnSchema } from './schemas/simulated-ipn.schema';
import { SimulatorController } from './simulator/simulator.controller';
import { SimulatorService } from './simulator/simulator.service';

@Module({
  imports: [
    BackgroundModule,
    NotificationsModule,
    OrdersModule,
    PaypalSettingsModule,
    MongooseModule.forFeature([
      { name: PaymentTransaction.name, schema: PaymentTransactionSchema },
      { name: IpnMessage.name, schema: IpnMessageSchema },
      { name: SimulatedIpn.name, schema: SimulatedIpnSchema },
    ]),
  ],
  controllers: [PaymentsController, IpnController, SimulatorController],
  providers: [
    PaymentsService,
    PaymentSettlementService,
    // The provider seam: bind PayPal Orders v2 here (plus its webhook controller) to replace Payments Standard.
    { provide: PaymentProvider, useClass: PaypalStandardProvider },
    IpnService,
    IpnValidator,
    SimulatorService,
  ],
})
export class PaymentsModule implements OnApplicationBootstrap {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  onApplicationBootstrap(): void {
    if (this.config.paypalMode === 'simulator' && this.config.nodeEnv === 'production') {
      new Logger(PaymentsModule.name).warn(
        'PAYPAL_MODE is simulator in production: anyone can mark orders Paid without paying. Set PAYPAL_MODE=live.',
      );
    }
  }
}
