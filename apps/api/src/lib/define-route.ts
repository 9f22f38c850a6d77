import type { RouteDefinition } from '@farmai/contracts/routes';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';

type Server = RawServerDefault;
type Request = RawRequestDefaultExpression;
type Reply = RawReplyDefaultExpression;

/**
 * Registers a route at the method and path of its definition in the contracts (`routes`), so no
 * module spells a path: `onRoute(app, routes.shop.cart.add, { onRequest, schema }, handler)`. The
 * options and the handler are typed as with `app.get` and the like: with the zod type provider,
 * `request.params`, `body` and `query` and the reply follow the route's schema.
 */
export function onRoute<
  TypeProvider extends FastifyTypeProvider,
  Logger extends FastifyBaseLogger,
  RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
  const Schema extends FastifySchema = FastifySchema,
>(
  app: FastifyInstance<Server, Request, Reply, Logger, TypeProvider>,
  route: RouteDefinition,
  options: RouteShorthandOptions<
    Server,
    Request,
    Reply,
    RouteGeneric,
    ContextConfigDefault,
    Schema,
    TypeProvider,
    Logger
  >,
  handler: RouteHandlerMethod<Server, Request, Reply, RouteGeneric, ContextConfigDefault, Schema, TypeProvider, Logger>,
): void {
  app.route<RouteGeneric, ContextConfigDefault, Schema>({ ...options, method: route.method, url: route.path, handler });
}
