import { Module } from '@nestjs/common';
import { BackgroundModule } from '../background/background.module';
import { MailQueue } from './mail-queue';
import { MailService } from './mail.service';

@Module({
  imports: [BackgroundModule],
  providers: [MailService, MailQueue],
  exports: [MailService, MailQueue],
})
export class MailModule {}
