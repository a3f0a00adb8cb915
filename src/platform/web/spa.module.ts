import path from 'node:path';
import { type DynamicModule, Module } from '@nestjs/common';
import { ServeStaticModule } from '@nestjs/serve-static';
import type { Response } from 'express';

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
              response.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
            },
          },
        }),
      ],
    };
  }
}
