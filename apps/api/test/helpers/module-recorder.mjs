// Loaded first with `node --import`: writes every module the process loads to MODULE_LOG, one
// per line: its path or URL, and for CommonJS a tab and the path of the module that required it. ES modules are seen by a resolve hook (run in the loader thread), CommonJS
// ones by wrapping Module._load, so a package is caught however it is reached.
import { appendFileSync } from 'node:fs';
import Module, { register } from 'node:module';

const file = process.env.MODULE_LOG;
if (!file) throw new Error('MODULE_LOG is not set');
register('./module-recorder-hooks.mjs', import.meta.url, { data: { file } });
const load = Module._load;
Module._load = function recordedLoad(request, parent, isMain) {
  try {
    appendFileSync(file, `${Module._resolveFilename(request, parent, isMain)}\t${parent?.filename ?? ''}\n`);
  } catch {
    appendFileSync(file, `${request}\n`);
  }
  return load.call(this, request, parent, isMain);
};
