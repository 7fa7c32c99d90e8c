/**
 * The dependency rules of ../shared/STYLE.md §2, enforced in `npm run lint`:
 * dependencies point down the request path (http → app → domain → core), and each native or
 * transport package stays behind the one folder that owns it.
 */
const DOMAIN = '^src/(auth|policy|detection|detection-pool|models|providers|streaming|sessions|storage|observability|config)/';

module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    { name: 'core-imports-nothing-of-ours', severity: 'error', from: { path: '^src/core/' }, to: { path: '^src/(?!core/)' } },
    { name: 'domain-never-imports-http-or-app', severity: 'error', from: { path: DOMAIN }, to: { path: '^src/(http|app)/' } },
    { name: 'app-never-imports-http', severity: 'error', from: { path: '^src/app/' }, to: { path: '^src/http/' } },
    { name: 'only-main-and-cli-import-main', severity: 'error', from: { path: '^src/(?!cli/|main\\.ts)' }, to: { path: '^src/main\\.ts$' } },
    { name: 'detection-is-pure', severity: 'error', from: { path: '^src/detection/' }, to: { path: '^src/(?!detection/|core/)' } },
    { name: 'workers-see-only-detection-models-and-core', severity: 'error', from: { path: '^workers/' }, to: { path: '^src/(?!detection/|models/|core/)' } },
    { name: 'models-see-only-detection-and-core', severity: 'error', from: { path: '^src/models/' }, to: { path: '^src/(?!models/|detection/|core/)' } },
    { name: 'onnxruntime-only-in-models', severity: 'error', from: { path: '^(src|workers)/(?!models/)' }, to: { path: 'node_modules/onnxruntime-(node|common)/' } },
    { name: 'uws-only-in-http', severity: 'error', from: { path: '^(src|workers)/(?!http/)' }, to: { path: 'node_modules/(uWebSockets\\.js|@trufflesuite/uws-js-unofficial)/' } },
    { name: 'lmdb-only-in-storage', severity: 'error', from: { path: '^(src|workers)/(?!storage/)' }, to: { path: 'node_modules/lmdb/' } },
    { name: 'undici-only-in-provider-transport', severity: 'error', from: { path: '^(src|workers)/(?!providers/transport\\.ts)' }, to: { path: 'node_modules/undici/' } },
    { name: 'no-dev-dependencies-in-product', severity: 'error', from: { path: '^(src|workers)/' }, to: { dependencyTypes: ['npm-dev'] } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
