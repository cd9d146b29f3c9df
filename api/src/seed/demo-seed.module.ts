import { Module } from '@nestjs/common';
import { ContentSyncModule } from '../content/content-sync.module';
import { DemoSeedService } from './demo-seed.service';

@Module({
  imports: [ContentSyncModule],
  providers: [DemoSeedService],
})
export class DemoSeedModule {}
