import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ContentSyncModule } from '../content/content-sync.module';
import { MediaController } from './media.controller';
import { MediaRecord, MediaSchema } from './media.schema';
import { MediaService } from './media.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: MediaRecord.name, schema: MediaSchema }]), ContentSyncModule],
  controllers: [MediaController],
  providers: [MediaService],
})
export class MediaModule {}
