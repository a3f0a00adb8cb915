import { Controller, Delete, Get, Module, Patch, Post } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { Access } from './access.js';
import { controllersOfApp, controllersOfModule, routeAccessOf } from './route-access.js';

@Access('admin')
@Controller('things')
class ThingsController {
  @Get()
  @Access('member')
  list(): string[] {
    return [];
  }

  @Post(':id/archive')
  archive(): void {}

  /** Not a route: no HTTP method metadata. */
  helper(): void {}
}

@Controller()
class LooseController {
  @Get(['loose', 'also-loose/'])
  read(): void {}

  @Delete('/loose/:id')
  @Access('public')
  remove(): void {}
}

@Controller('nested')
class NestedController {
  @Patch()
  @Access('member')
  touch(): void {}
}

@Module({ controllers: [NestedController] })
class NestedModule {}

@Module({})
class DynamicThingsModule {
  static register() {
    return { module: DynamicThingsModule, controllers: [ThingsController], imports: [NestedModule] };
  }
}

@Module({ imports: [DynamicThingsModule.register()], controllers: [LooseController] })
class RootModule {}

/** A provider that fails as a database connection does where there is none. */
@Module({
  providers: [
    {
      provide: 'DATABASE',
      useFactory: (): never => {
        throw new Error('there is no database here');
      },
    },
  ],
})
class NoDatabaseModule {}

@Module({ imports: [RootModule, NoDatabaseModule] })
class AppLikeModule {}

describe('routeAccessOf', () => {
  describe('when a controller states a class-level decision and overrides it on a handler', () => {
    it('should answer the handler decision where there is one and the class decision elsewhere', () => {
      expect(routeAccessOf([ThingsController])).toEqual([
        { method: 'GET', path: '/api/things', access: 'member', handler: 'ThingsController.list' },
        { method: 'POST', path: '/api/things/:id/archive', access: 'admin', handler: 'ThingsController.archive' },
      ]);
    });
  });

  describe('when a route states no decision', () => {
    it('should answer null for it, once per path it is mounted on', () => {
      expect(routeAccessOf([LooseController])).toEqual([
        { method: 'GET', path: '/api/also-loose', access: null, handler: 'LooseController.read' },
        { method: 'GET', path: '/api/loose', access: null, handler: 'LooseController.read' },
        { method: 'DELETE', path: '/api/loose/:id', access: 'public', handler: 'LooseController.remove' },
      ]);
    });
  });
});

describe('controllersOfModule', () => {
  it('should find the controllers of the module, of its dynamic imports and of their imports, without instantiating any provider', async () => {
    const controllers = await controllersOfModule(AppLikeModule);
    expect(new Set(controllers)).toEqual(new Set([LooseController, ThingsController, NestedController]));
  });
});

describe('controllersOfApp', () => {
  it('should find the same controllers in an initialised application as the preview', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [RootModule] }).compile();
    const app = moduleRef.createNestApplication({ logger: false });
    await app.init();
    try {
      expect(routeAccessOf(controllersOfApp(app))).toEqual(routeAccessOf(await controllersOfModule(RootModule)));
    } finally {
      await app.close();
    }
  });
});
