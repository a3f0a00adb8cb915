import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { MailSender } from './mail-sender.js';

/** E-mail over SMTP_URL for every module (alerts, invitations, password resets); without SMTP_URL every send fails in words. */
@Global()
@Module({
  providers: [
    {
      provide: MailSender,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new MailSender(config.alerts.smtpUrl, config.alerts.from),
    },
  ],
  exports: [MailSender],
})
export class MailModule {}
