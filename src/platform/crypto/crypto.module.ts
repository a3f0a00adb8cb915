import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { SecretBox } from './secret-box.js';

export const SECRET_BOX = Symbol('SECRET_BOX');

/** APP_SECRET_KEY when set, else the key generated once into DATA_DIR. */
@Global()
@Module({
  providers: [
    {
      provide: SECRET_BOX,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        config.appSecretKey ? SecretBox.fromPassphrase(config.appSecretKey) : SecretBox.fromKeyFile(config.dataDir),
    },
  ],
  exports: [SECRET_BOX],
})
export class CryptoModule {}
