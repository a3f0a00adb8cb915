import path from 'node:path';
import { type DynamicModule, Module } from '@nestjs/common';
import { ServeStaticModule } from '@nestjs/serve-static';
import type { Response } from 'express';
import { HASHED_ASSET_CACHE_CONTROL } from './gzipped-assets.js';

/**
 * Serves the built React SPA for every path outside /api. Unknown paths get index.html, and the
 * SPA's router shows its not-found page. Hashed assets are cached for a year; index.html never.
 */
@Module({})
export class SpaModule {
  static forDirectory(rootPath: string): DynamicModule {
    return {
      module: SpaModule,
      imports: [
        ServeStaticModule.forRoot({
          rootPath,
          exclude: ['/api/{*path}'],
          serveStaticOptions: {
            index: 'index.html',
            setHeaders: (response: Response, filePath: string) => {
              const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
              response.setHeader('Cache-Control', immutable ? HASHED_ASSET_CACHE_CONTROL : 'no-cache');
            },
          },
        }),
      ],
    };
  }
}
