import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PaypalSettingsController } from './paypal-settings.controller';
import { PaypalSettingsService } from './paypal-settings.service';
import { PaypalEmail, PaypalEmailSchema } from './schemas/paypal-email.schema';

@Module({
  imports: [MongooseModule.forFeature([{ name: PaypalEmail.name, schema: PaypalEmailSchema }])],
  controllers: [PaypalSettingsController],
  providers: [PaypalSettingsService],
  exports: [PaypalSettingsService],
})
export class PaypalSettingsModule {}
