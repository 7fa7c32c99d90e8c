import type { AppRequest, AppResponse, AuthenticatedRequest } from '../app/contract.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface RouteBase {
  readonly method: HttpMethod;
  /** Path pattern; `:name` segments become params. */
  readonly path: string;
  /** Whether the route reads a JSON body. */
  readonly hasBody: boolean;
}

/** One row of the route table: who may call it, and the use case that answers. */
export type RouteSpec =
  | (RouteBase & { readonly access: 'public'; readonly handler: (req: AppRequest) => Promise<AppResponse> })
  | (RouteBase & { readonly access: 'authenticated' | 'admin'; readonly handler: (req: AuthenticatedRequest) => Promise<AppResponse> });
