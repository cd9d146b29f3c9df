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
import { PaypalOrdersClient } from './paypal-orders/paypal-orders.client';
import { PaypalOrdersProvider } from './paypal-orders/paypal-orders.provider';
import { PaypalReturnController } from './paypal-orders/paypal-return.controller';
import { PaypalWebhookController } from './paypal-orders/paypal-webhook.controller';
import { PaypalWebhookService } from './paypal-orders/paypal-webhook.service';
import { IpnController } from './paypal-standard/ipn.controller';
import { IpnService } from './paypal-standard/ipn.service';
import { IpnValidator } from './paypal-standard/ipn-validator';
import { PaypalStandardProvider } from './paypal-standard/paypal-standard.provider';
import { IpnMessage, IpnMessageSchema } from './schemas/ipn-message.schema';
import { PaymentTransaction, PaymentTransactionSchema } from './schemas/payment-transaction.schema';
import { SimulatedIpn, SimulatedIpnSchema } from './schemas/simulated-ipn.schema';
import { SimulatorController } from './simulator/simulator.controller';
import { SimulatorService } from './simulator/simulator.service';
import { SimulatorRestController } from './simulator/simulator-rest.controller';
import { SimulatorRestService } from './simulator/simulator-rest.service';

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
  controllers: [
    PaymentsController,
    IpnController,
    PaypalWebhookController,
    PaypalReturnController,
    SimulatorController,
    SimulatorRestController,
  ],
  providers: [
    PaymentsService,
    PaymentSettlementService,
    PaypalStandardProvider,
    PaypalOrdersClient,
    PaypalOrdersProvider,
    // The provider seam: checkouts go to the one PAYMENT_PROVIDER names; webhooks and IPN of both are served.
    {
      provide: PaymentProvider,
      inject: [APP_CONFIG, PaypalStandardProvider, PaypalOrdersProvider],
      useFactory: (config: AppConfig, standard: PaypalStandardProvider, orders: PaypalOrdersProvider) =>
        config.paymentProvider === 'paypal-orders' ? orders : standard,
    },
    PaypalWebhookService,
    IpnService,
    IpnValidator,
    SimulatorService,
    SimulatorRestService,
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
