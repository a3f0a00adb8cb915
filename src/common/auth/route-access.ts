import { type DynamicModule, type INestApplicationContext, RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { MetadataScanner, ModulesContainer, NestFactory } from '@nestjs/core';
import { ACCESS_METADATA, type AccessLevel } from './access.js';

/** One HTTP route and who may call it; access is null for a route that states no decision. */
export type RouteAccess = {
  method: string;
  /** The full path as Express sees it, with the global prefix and `:param` placeholders. */
  path: string;
  access: AccessLevel | null;
  /** ControllerClass.handler, to find the route in the code. */
  handler: string;
};

/**
 * Every route of these controllers with its access decision, read from the same metadata Nest routes by
 * (PATH_METADATA, METHOD_METADATA) and the guard decides by (the handler's @Access, else the class's).
 * Sorted by path, then method.
 */
export function routeAccessOf(controllers: Iterable<Type>, globalPrefix = 'api'): RouteAccess[] {
  const scanner = new MetadataScanner();
  const routes: RouteAccess[] = [];
  for (const controller of new Set(controllers)) {
    const prototype = controller.prototype as Record<string, unknown>;
    const classAccess = Reflect.getMetadata(ACCESS_METADATA, controller) as AccessLevel | undefined;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name] as object;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (method === undefined) {
        continue;
      }
      const access = (Reflect.getMetadata(ACCESS_METADATA, handler) as AccessLevel | undefined) ?? classAccess ?? null;
      for (const controllerPath of paths(controller)) {
        for (const handlerPath of paths(handler)) {
          routes.push({
            method: RequestMethod[method],
            path: joinPath(globalPrefix, controllerPath, handlerPath),
            access,
            handler: `${controller.name}.${name}`,
          });
        }
      }
    }
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** The controllers of a running (or initialised) application, from Nest's own module container. */
export function controllersOfApp(app: INestApplicationContext): Type[] {
  return [...app.get(ModulesContainer, { strict: false }).values()].flatMap((module) =>
    [...module.controllers.values()].map((wrapper) => wrapper.metatype as Type),
  );
}

/**
 * The controllers of an application of this root module, without starting it: Nest's preview mode
 * builds the module graph and instantiates no provider (no database connection). What `npm run
 * routes:access` prints.
 */
export async function controllersOfModule(root: Type | DynamicModule): Promise<Type[]> {
  const context = await NestFactory.createApplicationContext(root, { preview: true, logger: false });
  try {
    return controllersOfApp(context);
  } finally {
    await context.close();
  }
}

function paths(target: object): string[] {
  const value = Reflect.getMetadata(PATH_METADATA, target) as string | string[] | undefined;
  return Array.isArray(value) ? value : [value ?? '/'];
}

function joinPath(...parts: string[]): string {
  const joined = parts
    .flatMap((part) => part.split('/'))
    .filter((segment) => segment !== '')
    .join('/');
  return `/${joined}`;
}
