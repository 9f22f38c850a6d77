import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Copy, DockerfileParser, type Env, type Instruction } from 'dockerfile-ast';
import { describe, expect, it } from 'vitest';
import { configEnvNames, ROOT, read, type Service, startScript } from './support.js';

interface Stage {
  name: string | undefined;
  image: string;
  instructions: Instruction[];
}

/** The Dockerfile's global ARG defaults and its stages, each with its instructions. */
function parse(service: Service): { args: Record<string, string>; stages: Stage[] } {
  const dockerfile = DockerfileParser.parse(read(`apps/${service}/Dockerfile`));
  const args: Record<string, string> = {};
  const stages: Stage[] = [];
  for (const instruction of dockerfile.getInstructions()) {
    const keyword = instruction.getKeyword();
    if (keyword === 'FROM') {
      const from = dockerfile.getFROMs().find((f) => f.getRange().start.line === instruction.getRange().start.line);
      stages.push({ name: from?.getBuildStage() ?? undefined, image: from?.getImage() ?? '', instructions: [] });
    } else if (stages.length === 0 && keyword === 'ARG') {
      const [name, value] = instruction.getArgumentsContent()?.split('=') ?? [];
      args[name as string] = value ?? '';
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return { args, stages };
}

const of = (stage: Stage, keyword: string) => stage.instructions.filter((i) => i.getKeyword() === keyword);
const content = (i: Instruction) => i.getArgumentsContent() ?? '';

function envOf(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const i of of(stage, 'ENV')) for (const p of (i as Env).getProperties()) env[p.getName()] = p.getValue() ?? '';
  return env;
}

/** The workspaces an app needs: its own and the @farmai/* packages it depends on, transitively. */
function workspacesOf(dir: string, seen = new Set<string>()): Set<string> {
  seen.add(dir);
  const pkg = JSON.parse(read(`${dir}/package.json`)) as { dependencies?: Record<string, string> };
  for (const dep of Object.keys(pkg.dependencies ?? {})) {
    if (dep.startsWith('@farmai/') && !seen.has(`packages/${dep.slice(8)}`)) {
      workspacesOf(`packages/${dep.slice(8)}`, seen);
    }
  }
  return seen;
}

/** A .dockerignore pattern as a regular expression over paths relative to the context. */
function ignoreRule(pattern: string): RegExp {
  const body = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\?/g, '[^/]')
    .replace(/\*\*\//g, '\0')
    .replace(/\*/g, '[^/]*')
    .replace(/\0/g, '(?:.*/)?');
  return new RegExp(`^${body}(?:/.*)?$`);
}

const dockerignore = read('.dockerignore')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#') && !l.startsWith('!'))
  .map(ignoreRule);
const ignored = (p: string) => dockerignore.some((rule) => rule.test(p));

describe.each([
  { service: 'api' as const, port: 3000, portVar: 'PORT' },
  { service: 'diagnosis' as const, port: 3001, portVar: 'DIAGNOSIS_PORT' },
])('apps/$service/Dockerfile', ({ service, port, portVar }) => {
  const { args, stages } = parse(service);
  const final = stages.at(-1) as Stage;
  const build = stages[0] as Stage;

  it('builds in one stage and runs from another, both on node:20-bookworm-slim', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) {
      const image = stage.image.replace(/^\$\{(\w+)\}$/, (_, name: string) => args[name] ?? '');
      expect(image).toBe('node:20-bookworm-slim');
    }
    expect(of(build, 'RUN').some((i) => /^npm ci(?!.*--omit)/.test(content(i)))).toBe(true);
  });

  it('installs only production dependencies of the workspaces it runs, in the final stage', () => {
    const installs = of(final, 'RUN').filter((i) => /\bnpm (ci|install|i)\b/.test(content(i)));
    expect(installs).toHaveLength(1);
    const install = content(installs[0] as Instruction);
    expect(install).toMatch(/^npm ci --omit=dev\b/);
    expect(install).toContain(`--workspace apps/${service}`);
    // nothing installed elsewhere (the build stage's node_modules hold dev dependencies)
    for (const copy of of(final, 'COPY')) expect(content(copy)).not.toMatch(/node_modules/);
    const copied = of(final, 'COPY').map((c) => (c as Copy).getArguments().map((a) => a.getValue()));
    for (const workspace of workspacesOf(`apps/${service}`)) {
      const whole = copied.some((a) => a.slice(0, -1).some((src) => src.replace('/app/', '').startsWith(workspace)));
      expect(whole, `${workspace} is copied into the final stage`).toBe(true);
    }
  });

  it('runs the start script of its package.json: the same node flags and variables', () => {
    const script = startScript(service);
    const cmd = of(final, 'CMD');
    expect(cmd).toHaveLength(1);
    expect(JSON.parse(content(cmd[0] as Instruction))).toEqual(script.argv);
    const env = envOf(final);
    for (const [name, value] of Object.entries(script.env)) expect(env[name], name).toBe(value);
    expect(env.NODE_ENV).toBe('production');
  });

  it('runs as a user other than root, set before it starts', () => {
    const users = of(final, 'USER');
    expect(users.length).toBeGreaterThan(0);
    const user = content(users.at(-1) as Instruction).split(':')[0];
    expect(['root', '0', '']).not.toContain(user);
    const index = (i: Instruction) => final.instructions.indexOf(i);
    expect(index(users.at(-1) as Instruction)).toBeLessThan(index(of(final, 'CMD')[0] as Instruction));
  });

  it('exposes its port, and checks its health with node on /api/health there', () => {
    expect(of(final, 'EXPOSE').map(content)).toEqual([String(port)]);
    expect(envOf(final)[portVar]).toBe(String(port));
    expect(configEnvNames(service).has(portVar)).toBe(true);
    const checks = of(final, 'HEALTHCHECK');
    expect(checks).toHaveLength(1);
    const check = content(checks[0] as Instruction);
    const command = JSON.parse(check.slice(check.indexOf('CMD') + 3)) as string[];
    expect(command[0]).toBe('node');
    expect(command.join(' ')).toContain(`process.env.${portVar}||${port})+'/api/health'`);
  });

  it('copies only files that exist and that .dockerignore lets into the context', () => {
    for (const stage of stages) {
      for (const copy of of(stage, 'COPY') as Copy[]) {
        if (copy.getFromFlag()) continue;
        for (const src of copy.getArguments().slice(0, -1)) {
          const file = src.getValue();
          expect(existsSync(path.join(ROOT, file)), file).toBe(true);
          expect(ignored(file.replace(/\/$/, '')), `${file} is in .dockerignore`).toBe(false);
        }
      }
    }
    for (const file of ['node_modules', 'apps/web/node_modules', '.env', 'apps/api/data', 'apps/web/dist']) {
      expect(ignored(file), file).toBe(true);
    }
  });
});

describe('what each image carries', () => {
  it('the API image builds the web app and serves it from WEB_DIST_DIR’s default place', () => {
    const { stages } = parse('api');
    expect(
      of(stages[0] as Stage, 'RUN')
        .map(content)
        .join('\n'),
    ).toMatch(/npm run build -w apps\/web/);
    const copies = of(stages.at(-1) as Stage, 'COPY') as Copy[];
    const fromBuild = copies
      .filter((c) => c.getFromFlag()?.getValue() === 'build')
      .map((c) => c.getArguments().map((a) => a.getValue()));
    expect(fromBuild).toContainEqual(['/app/apps/web/dist', 'apps/web/dist']);
    expect(read('apps/api/src/config.ts')).toContain("path.join(repoRoot, 'apps/web/dist')");
  });

  it('the API image runs the JavaScript its build stage bundles, as npm start does', () => {
    const { stages } = parse('api');
    const build = of(stages[0] as Stage, 'RUN')
      .map(content)
      .join('\n');
    expect(build).toMatch(/npm run build -w apps\/api/);
    const fromBuild = (of(stages.at(-1) as Stage, 'COPY') as Copy[])
      .filter((c) => c.getFromFlag()?.getValue() === 'build')
      .map((c) => c.getArguments().map((a) => a.getValue()));
    expect(fromBuild).toContainEqual(['/app/apps/api/dist', 'apps/api/dist']);
    const pkg = JSON.parse(read('apps/api/package.json')) as { scripts: Record<string, string> };
    expect(pkg.scripts.prestart).toBe('npm run build');
    // every file the start command loads is one the build writes
    const loaded = startScript('api').argv.filter((a) => a.endsWith('.js'));
    expect(loaded).toEqual(['./dist/telemetry.js', 'dist/server.js']);
    expect(read('apps/api/scripts/build.ts')).toMatch(/server: 'src\/server.ts',\s+telemetry: 'src\/telemetry.ts'/);
  });

  it('the diagnosis image carries the ONNX leaf-photo model at LEAF_MODEL_DIR’s default place', () => {
    const { stages } = parse('diagnosis');
    const copies = (of(stages.at(-1) as Stage, 'COPY') as Copy[]).map((c) => c.getArguments().map((a) => a.getValue()));
    expect(copies).toContainEqual(['/app/apps/diagnosis/models', 'apps/diagnosis/models']);
    expect(existsSync(path.join(ROOT, 'apps/diagnosis/models/leaf/leaf-model.onnx'))).toBe(true);
    expect(read('apps/diagnosis/src/engine/leaf-model.ts')).toContain("'../../models/leaf'");
    expect(ignored('apps/diagnosis/models/leaf/leaf-model.onnx')).toBe(false);
  });

  it('the diagnosis image has fonts for the marked photo’s legend in Latin, Bengali and Devanagari', () => {
    const { stages } = parse('diagnosis');
    const installs = of(stages.at(-1) as Stage, 'RUN')
      .map(content)
      .filter((c) => c.includes('apt-get install'))
      .join(' ');
    // the legend's first choice, then one font for each of the other scripts the answers are written in
    expect(read('apps/diagnosis/src/engine/overlay.ts')).toContain('font-family="DejaVu Sans');
    expect(installs).toMatch(/\bfonts-dejavu-core\b/);
    expect(installs).toMatch(/\bfonts-[a-z-]*beng/);
    expect(installs).toMatch(/\bfonts-[a-z-]*deva/);
    expect(installs).toContain('--no-install-recommends');
  });

  it('keeps onnxruntime-node’s installer from fetching files outside the npm registry', () => {
    expect(read('.npmrc')).toMatch(/^onnxruntime-node-install=skip$/m);
    for (const service of ['api', 'diagnosis'] as const) {
      const copies = of(parse(service).stages.at(-1) as Stage, 'COPY').map(content);
      expect(copies.some((c) => c.split(/\s+/).includes('.npmrc'))).toBe(true);
    }
  });
});
