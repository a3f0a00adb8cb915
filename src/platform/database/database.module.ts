import { type DynamicModule, Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ormOptions } from './orm-options.js';

/**
 * MikroORM on the given PostgreSQL URL, with the entities the feature modules register
 * (MikroOrmModule.forFeature); migrations are applied before the app starts (see app-bootstrap).
 */
@Module({})
export class DatabaseModule {
  static forUrl(databaseUrl: string): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [MikroOrmModule.forRoot({ ...ormOptions(databaseUrl), autoLoadEntities: true, registerRequestContext: true })],
    };
  }
}
