import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { haproxySections, read, runTool } from './support.js';

const CONFIG = 'deploy/haproxy/haproxy.cfg';

const sections = haproxySections(read(CONFIG));
const section = (name: string) => sections.get(name) ?? [];
const backends = [...sections.keys()].filter((k) => k.startsWith('backend ')).map((k) => k.slice(8));

function check(file: string) {
  return runTool('haproxy', ['-c', '-f', file]);
}

describe('deploy/haproxy/haproxy.cfg', () => {
  it('is a valid HAProxy configuration (haproxy -c), and haproxy -c does reject a broken one', () => {
    const result = check(CONFIG);
    // without haproxy on the machine, the parse checks below still run
    if (result) {
      expect(result.output).toContain('Configuration file is valid');
      expect(result.status, result.output).toBe(0);
      const dir = mkdtempSync(path.join(tmpdir(), 'farmai-haproxy-'));
      try {
        const broken = path.join(dir, 'haproxy.cfg');
        writeFileSync(broken, read(CONFIG).replace('option httpchk GET /api/ready', 'option httpchk-typo'));
        expect(check(broken)?.status).not.toBe(0);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
    expect(sections.has('global')).toBe(true);
  });

  it('starts without resolving the servers’ names, and checks them every few seconds', () => {
    const defaults = section('defaults');
    const server = defaults.find((l) => l.startsWith('default-server '));
    expect(server).toContain('init-addr last,libc,none');
    expect(server?.split(' ')).toContain('check');
    expect(defaults).toContain('mode http');
    expect(defaults).toContain('option forwardfor');
  });

  it('checks every backend’s servers on GET /api/ready, expecting 200, and balances round-robin', () => {
    expect(backends.sort()).toEqual(['api', 'diagnosis']);
    for (const backend of backends) {
      const lines = section(`backend ${backend}`);
      expect(lines, backend).toContain('option httpchk GET /api/ready');
      expect(lines, backend).toContain('http-check expect status 200');
      expect(lines, backend).toContain('balance roundrobin');
      expect(lines.filter((l) => l.startsWith('server ')).length, backend).toBeGreaterThanOrEqual(2);
    }
  });

  it('sends the diagnosis paths of the public frontend to the diagnosis replicas, the rest to the API', () => {
    const pub = section('frontend public');
    expect(pub).toContain('acl diagnosis_path path /api/images/analyze');
    expect(pub).toContain('acl diagnosis_path path_beg /uploads/diagnosis/');
    expect(pub).toContain('use_backend diagnosis if diagnosis_path');
    expect(pub).toContain('default_backend api');
    expect(section('frontend diagnosis_internal')).toContain('default_backend diagnosis');
  });

  it('names the server that answered in X-Served-By on both frontends', () => {
    for (const frontend of ['public', 'diagnosis_internal']) {
      expect(section(`frontend ${frontend}`), frontend).toContain('http-response set-header X-Served-By %s');
    }
  });
});
