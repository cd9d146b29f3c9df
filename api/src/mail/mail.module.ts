import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { BackgroundModule } from '../background/background.module';
import { MailJob, MailJobSchema } from './mail-job.schema';
import { MailOutbox } from './mail-outbox';
import { MailQueue } from './mail-queue';
import { MailService } from './mail.service';

@Module({
  imports: [BackgroundModule, MongooseModule.forFeature([{ name: MailJob.name, schema: MailJobSchema }])],
  providers: [MailService, MailQueue, MailOutbox],
  exports: [MailService, MailQueue, MailOutbox],
})
export class MailModule {}
