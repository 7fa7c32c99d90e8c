import type { LoadedModel } from '../models/model-set.js';
import { json, type AppResponse } from './contract.js';

/** The gateway's side of a model swap: what serves now, and a reload from the current config. */
export interface ModelControl {
  loaded(): readonly LoadedModel[];
  /** Re-reads the config's `detection.models` and swaps; rejects with model_load_failed, leaving the old models serving. */
  reload(): Promise<readonly LoadedModel[]>;
}

export interface AdminModels {
  /** GET /admin/models */
  readonly list: () => Promise<AppResponse>;
  /** POST /admin/models/reload (the same as SIGHUP) */
  readonly reload: () => Promise<AppResponse>;
}

export function createAdminModels(control: ModelControl): AdminModels {
  const body = (models: readonly LoadedModel[]): AppResponse => json(200, { object: 'list', data: models.map((m) => ({ object: 'detection_model', ...m })) });
  return {
    list: () => Promise.resolve(body(control.loaded())),
    reload: async () => body(await control.reload()),
  };
}
