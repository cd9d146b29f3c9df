import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { BackgroundModule } from '../background/background.module';
import { MailJob, MailJobSchema } from './mail-job.schema';
import { MailQueue } from './mail-queue';
import { MailService } from './mail.service';

@Module({
  imports: [BackgroundModule, MongooseModule.forFeature([{ name: MailJob.name, schema: MailJobSchema }])],
  providers: [MailService, MailQueue],
  exports: [MailService, MailQueue],
})
export class MailModule {}
