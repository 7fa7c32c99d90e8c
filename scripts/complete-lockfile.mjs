#!/usr/bin/env node
// Adds to package-lock.json the platform-specific optional packages (other OSes and CPUs) that
// `npm install` left out because the registry mirror reachable here lacks their versions.
// npm ci refuses a lockfile without them ("Missing: @rollup/rollup-darwin-arm64@ from lock file"),
// although it would never install them on Linux x64. Each added entry carries the os/cpu its
// name declares, so npm ci skips it as it skips any optional package for another platform.
// Run after every `npm install` that changes the lockfile:  npm run lockfile:complete
import { readFileSync, writeFileSync } from 'node:fs';

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony'];
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32'];

function platformOf(name) {
  const base = name.split('/').pop() ?? name;
  const parts = base.split('-');
  const os = OS.find((o) => parts.includes(o) || (o === 'win32' && parts.includes('windows')));
  const cpu = CPU.find((c) => parts.includes(c)) ?? (parts.includes('eabi') || parts.includes('gnueabihf') || parts.includes('musleabihf') ? 'arm' : undefined);
  const libc = parts.includes('musl') || parts.includes('musleabihf') ? 'musl' : parts.includes('gnu') || parts.includes('gnueabihf') ? 'glibc' : undefined;
  return { os, cpu, libc };
}

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location}/node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] !== undefined || packages[hoisted] !== undefined) continue;
    const { os, cpu, libc } = platformOf(name);
    if (os === undefined || os === 'linux' && cpu === 'x64' && libc !== 'musl') continue; // only foreign platforms
    packages[hoisted] = {
      version,
      ...(cpu === undefined ? {} : { cpu: [cpu] }),
      ...(entry.dev === true ? { dev: true } : {}),
      ...(libc === undefined ? {} : { libc: [libc] }),
      optional: true,
      os: [os],
    };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} foreign-platform optional entries`);
