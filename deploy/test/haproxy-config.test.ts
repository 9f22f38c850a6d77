import { describe, expect, it } from 'vitest';
import { haproxyConfig } from '../cluster/haproxy.js';

const config = haproxyConfig({
  publicPort: 8080,
  diagnosisInternalPort: 8081,
  statsSocket: '/tmp/haproxy-test.sock',
  api: [
    { name: 'api1', port: 3000 },
    { name: 'api2', port: 3010 },
  ],
  diagnosis: [
    { name: 'diag1', port: 3001 },
    { name: 'diag2', port: 3011 },
  ],
});

/** The lines of one section (`frontend public`, `backend api`, …), trimmed. */
function section(header: string): string[] {
  const lines = config.split('\n');
  const start = lines.indexOf(header);
  expect(start, `no "${header}" section`).toBeGreaterThanOrEqual(0);
  const end = lines.findIndex((line, i) => i > start && /^\S/.test(line));
  return lines.slice(start + 1, end === -1 ? undefined : end).map((l) => l.trim());
}

describe('the cluster test’s HAProxy configuration', () => {
  it('sends the diagnosis paths to the diagnosis replicas and the rest to the API replicas', () => {
    const front = section('frontend public');
    expect(front).toContain('bind 127.0.0.1:8080');
    expect(front).toContain('acl to_diagnosis path_beg /api/images/analyze /uploads/diagnosis/');
    expect(front).toContain('use_backend diagnosis if to_diagnosis');
    expect(front).toContain('default_backend api');
    expect(section('frontend diagnosis_internal')).toEqual(
      expect.arrayContaining(['bind 127.0.0.1:8081', 'default_backend diagnosis']),
    );
  });

  it('names the answering server, passes the client address on, and checks readiness every 500 ms', () => {
    for (const front of ['frontend public', 'frontend diagnosis_internal']) {
      expect(section(front)).toEqual(
        expect.arrayContaining(['option forwardfor', 'http-response set-header X-Served-By %s']),
      );
    }
    for (const [name, servers] of [
      ['backend api', ['api1 127.0.0.1:3000', 'api2 127.0.0.1:3010']],
      ['backend diagnosis', ['diag1 127.0.0.1:3001', 'diag2 127.0.0.1:3011']],
    ] as const) {
      const backend = section(name);
      expect(backend).toEqual(
        expect.arrayContaining(['option httpchk GET /api/ready', 'http-check expect status 200']),
      );
      for (const server of servers) expect(backend).toContain(`server ${server} check inter 500 fall 2 rise 2`);
    }
  });

  it('sends a request that met a dead or closing server to another one', () => {
    const defaults = section('defaults');
    expect(defaults).toContain('option redispatch 1');
    expect(defaults).toContain('retries 3');
    expect(defaults.find((l) => l.startsWith('retry-on'))?.split(' ')).toEqual(
      expect.arrayContaining(['conn-failure', 'empty-response', '503']),
    );
  });
});
