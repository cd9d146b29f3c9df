import { Module } from '@nestjs/common';
import { ContentSyncModule } from '../content/content-sync.module';
import { PaypalSettingsModule } from '../paypal-settings/paypal-settings.module';
import { DemoSeedService } from './demo-seed.service';

@Module({
  imports: [ContentSyncModule, PaypalSettingsModule],
  providers: [DemoSeedService],
})
export class DemoSeedModule {}
