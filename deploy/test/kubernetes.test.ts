import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Service as KubeService, Namespace, Secret } from 'kubernetes-models/v1';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { bytes, MEASURED_PEAK_MB, read, runTool, type Service, tsxScriptFile, unknownEnv } from './support.js';

// biome-ignore lint/suspicious/noExplicitAny: Kubernetes documents are checked field by field below
type Doc = any;

const DIR = 'deploy/kubernetes';
const kustomization = parse(read(`${DIR}/kustomization.yaml`)) as {
  namespace: string;
  resources: string[];
  images: { name: string; newName: string; newTag: string }[];
};
const documents = (file: string): Doc[] => parseAllDocuments(read(`${DIR}/${file}`)).map((d) => d.toJS());
const docs: Doc[] = kustomization.resources.flatMap(documents);
const secret = documents('secret.example.yaml')[0];
const find = (kind: string, name: string) => docs.find((d) => d.kind === kind && d.metadata.name === name);
const SERVICES: { service: Service; port: number; portVar: string }[] = [
  { service: 'api', port: 3000, portVar: 'PORT' },
  { service: 'diagnosis', port: 3001, portVar: 'DIAGNOSIS_PORT' },
];
const configOf = (service: Service): Record<string, string> => find('ConfigMap', `farmai-${service}`).data;
const podOf = (service: Service) => find('Deployment', service).spec.template;
const containerOf = (service: Service) => podOf(service).spec.containers[0];

/** A probe's or service's port (a number or a container port's name) as a number. */
function portNumber(container: Doc, port: number | string): number {
  if (typeof port === 'number') return port;
  return container.ports.find((p: Doc) => p.name === port)?.containerPort;
}

/** The OpenAPI schema of each kind the manifests use (kubernetes-models), by apiVersion and kind. */
const MODELS: Record<string, new (doc: Doc) => { validate(): void }> = {
  'v1/Namespace': Namespace,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': KubeService,
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/Ingress': Ingress,
  'batch/v1/Job': Job,
};

describe('deploy/kubernetes', () => {
  it('matches the Kubernetes API schema of each kind, the example Secret included', () => {
    for (const doc of [...docs, secret]) {
      const Model = MODELS[`${doc.apiVersion}/${doc.kind}`];
      expect(Model, `${doc.apiVersion} ${doc.kind}`).toBeDefined();
      expect(
        () => new (Model as NonNullable<typeof Model>)(doc).validate(),
        `${doc.kind}/${doc.metadata.name}`,
      ).not.toThrow();
    }
    const broken = structuredClone(find('Deployment', 'api'));
    broken.spec.template.spec.containers[0].ports[0].containerPort = 'http';
    expect(() => new Deployment(broken).validate()).toThrow(/containerPort/);
  });

  it('holds every kind of object the deployment needs, all in the farmai namespace', () => {
    const kinds = docs.map((d) => `${d.kind}/${d.metadata.name}`).sort();
    expect(kinds).toEqual(
      [
        'ConfigMap/farmai-api',
        'ConfigMap/farmai-diagnosis',
        'Deployment/api',
        'Deployment/diagnosis',
        'HorizontalPodAutoscaler/api',
        'HorizontalPodAutoscaler/diagnosis',
        'Ingress/farmai',
        'Job/farmai-migrate',
        'Namespace/farmai',
        'PodDisruptionBudget/api',
        'PodDisruptionBudget/diagnosis',
        'Service/api',
        'Service/diagnosis',
      ].sort(),
    );
    expect(kustomization.namespace).toBe('farmai');
    for (const d of docs.filter((d) => d.kind !== 'Namespace')) expect(d.metadata.namespace, d.kind).toBe('farmai');
  });

  it.each(SERVICES)('runs $service twice, probed on /api/ready, /api/health and at start, on its port', (s) => {
    const deployment = find('Deployment', s.service);
    expect(deployment.spec.replicas).toBe(2);
    const container = containerOf(s.service);
    expect(Number(configOf(s.service)[s.portVar])).toBe(s.port);
    const probe = (name: string) => container[name]?.httpGet;
    expect(probe('readinessProbe').path).toBe('/api/ready');
    expect(probe('livenessProbe').path).toBe('/api/health');
    expect(probe('startupProbe').path).toBe('/api/health');
    for (const name of ['readinessProbe', 'livenessProbe', 'startupProbe']) {
      expect(portNumber(container, probe(name).port), name).toBe(s.port);
    }
    expect(deployment.spec.selector.matchLabels).toEqual({ 'app.kubernetes.io/name': s.service });
    expect(podOf(s.service).metadata.labels).toMatchObject(deployment.spec.selector.matchLabels);
  });

  it.each(SERVICES)('sizes $service from the measured memory and lets the HPA scale it on CPU', (s) => {
    const { requests, limits } = containerOf(s.service).resources;
    expect(requests.cpu).toBeTruthy();
    expect(limits.cpu).toBeTruthy();
    // the limit holds the measured peak, the request at least the container size README gives (~320 MB)
    expect(bytes(limits.memory)).toBeGreaterThanOrEqual(MEASURED_PEAK_MB[s.service] * 1e6);
    expect(bytes(requests.memory)).toBeGreaterThanOrEqual(MEASURED_PEAK_MB[s.service] * 0.8 * 1e6);
    expect(bytes(limits.memory)).toBeGreaterThanOrEqual(bytes(requests.memory));
    const hpa = find('HorizontalPodAutoscaler', s.service);
    expect(hpa.apiVersion).toBe('autoscaling/v2');
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: s.service });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa.spec.metrics).toContainEqual({
      type: 'Resource',
      resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: expect.any(Number) } },
    });
    const pdb = find('PodDisruptionBudget', s.service);
    expect(pdb.spec.selector.matchLabels).toEqual(find('Deployment', s.service).spec.selector.matchLabels);
    expect(pdb.spec.minAvailable).toBeGreaterThanOrEqual(1);
  });

  it.each(SERVICES)('runs $service as non-root on a read-only root, with /tmp and DATA_DIR writable', (s) => {
    const pod = podOf(s.service).spec;
    const container = containerOf(s.service);
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    expect(pod.securityContext.runAsUser).not.toBe(0);
    expect(container.securityContext).toMatchObject({ readOnlyRootFilesystem: true, allowPrivilegeEscalation: false });
    const mounts = Object.fromEntries(container.volumeMounts.map((m: Doc) => [m.mountPath, m.name]));
    for (const dir of ['/tmp', configOf(s.service).DATA_DIR]) {
      const volume = pod.volumes.find((v: Doc) => v.name === mounts[dir as string]);
      expect(volume?.emptyDir, dir).toBeDefined();
    }
  });

  it.each(SERVICES)('stops $service after its drain time, and exposes its metrics port', (s) => {
    const config = configOf(s.service);
    const drainMs = Number(config.SHUTDOWN_DRAIN_MS ?? 5000);
    // the drain, then up to 10 s for the requests in flight (packages/server-kit/src/run.ts)
    expect(podOf(s.service).spec.terminationGracePeriodSeconds * 1000).toBeGreaterThan(drainMs + 10_000);
    const metricsPort = Number(config.METRICS_PORT);
    expect(metricsPort).toBeGreaterThan(0);
    expect(portNumber(containerOf(s.service), 'metrics')).toBe(metricsPort);
    expect(podOf(s.service).metadata.annotations).toEqual({
      'prometheus.io/scrape': 'true',
      'prometheus.io/port': String(metricsPort),
      'prometheus.io/path': '/metrics',
    });
  });

  it('serves each Deployment through a Service, and the public paths through the Ingress', () => {
    for (const s of SERVICES) {
      const service = find('Service', s.service);
      expect(service.spec.selector).toEqual(find('Deployment', s.service).spec.selector.matchLabels);
      for (const port of service.spec.ports) {
        expect(portNumber(containerOf(s.service), port.targetPort), port.name).toBe(port.port);
      }
    }
    const paths = find('Ingress', 'farmai').spec.rules[0].http.paths.map((p: Doc) => [
      p.path,
      p.backend.service.name,
      p.backend.service.port.name,
    ]);
    expect(paths).toEqual([
      ['/api/images/analyze', 'diagnosis', 'http'],
      ['/uploads/diagnosis', 'diagnosis', 'http'],
      ['/', 'api', 'http'],
    ]);
    const diagnosisUrl = new URL(configOf('api').DIAGNOSIS_URL as string);
    expect(diagnosisUrl.hostname.split('.')[0]).toBe('diagnosis');
    expect(Number(diagnosisUrl.port)).toBe(find('Service', 'diagnosis').spec.ports[0].port);
  });

  it('migrates in a Job with the migrate CLI, and starts the API with MIGRATE_ON_START=false', () => {
    const job = find('Job', 'farmai-migrate');
    const pod = job.spec.template.spec;
    expect(pod.restartPolicy).toBe('Never');
    expect(pod.containers[0].command).toEqual(['node', '--import', 'tsx', tsxScriptFile('api', 'migrate')]);
    expect(pod.containers[0].image).toBe(containerOf('api').image);
    expect(pod.containers[0].envFrom).toEqual(containerOf('api').envFrom);
    expect(configOf('api').MIGRATE_ON_START).toBe('false');
    expect(job.spec.template.metadata.labels['app.kubernetes.io/name']).toBeUndefined();
    // the documented first step applies the Job with the settings it reads, by label
    const selector = "-l 'app.kubernetes.io/component in (config,migrate)'";
    expect(read('docs/operations.md')).toContain(selector);
    expect(job.metadata.labels['app.kubernetes.io/component']).toBe('migrate');
    for (const ref of pod.containers[0].envFrom) {
      expect(find('ConfigMap', ref.configMapRef.name).metadata.labels['app.kubernetes.io/component']).toBe('config');
    }
  });

  it('sets only variables the services read, and takes secrets from the documented example Secret', () => {
    const job = find('Job', 'farmai-migrate').spec.template.spec.containers[0];
    for (const [service, container] of [
      ['api', containerOf('api')],
      ['diagnosis', containerOf('diagnosis')],
      ['api', job],
    ]) {
      const names = [...Object.keys(configOf(service)), ...container.env.map((e: Doc) => e.name)];
      expect(unknownEnv(service, names), service).toEqual([]);
      for (const e of container.env.filter((x: Doc) => x.valueFrom?.secretKeyRef)) {
        expect(e.valueFrom.secretKeyRef.name).toBe(secret.metadata.name);
        expect(Object.keys(secret.stringData), e.name).toContain(e.valueFrom.secretKeyRef.key);
      }
    }
    expect(kustomization.resources).not.toContain('secret.example.yaml');
    for (const [key, value] of Object.entries(secret.stringData)) {
      expect(value === '' || String(value).includes('CHANGE-ME'), key).toBe(true);
    }
    const shared = ['STORAGE_DRIVER', 'S3_BUCKET', 'S3_REGION', 'S3_PUBLIC_URL', 'PUBLIC_URL'];
    for (const key of shared) expect(configOf('diagnosis')[key], key).toBe(configOf('api')[key]);
  });

  it('names the images as compose.yaml does, and kustomize sets their registry and tag', () => {
    const images = docs
      .filter((d) => d.kind === 'Deployment' || d.kind === 'Job')
      .map((d) => d.spec.template.spec.containers[0].image);
    expect(new Set(images)).toEqual(new Set(['farmai/api', 'farmai/diagnosis']));
    expect(kustomization.images.map((i) => i.name).sort()).toEqual(['farmai/api', 'farmai/diagnosis']);
    const compose = read('compose.yaml');
    for (const image of ['farmai/api', 'farmai/diagnosis']) expect(compose).toContain(`image: ${image}:`);
    const built = runTool('kubectl', ['kustomize', DIR]);
    // without kubectl on the machine, the checks above still run
    if (built) {
      expect(built.status, built.output).toBe(0);
      const rendered = parseAllDocuments(built.output).map((d) => d.toJS() as Doc);
      const renderedImages = rendered
        .filter((d) => d.kind === 'Deployment' || d.kind === 'Job')
        .map((d) => d.spec.template.spec.containers[0].image);
      const expected = kustomization.images.map((i) => `${i.newName}:${i.newTag}`);
      for (const image of renderedImages) expect(expected).toContain(image);
    }
    const lint = runTool('yamllint', ['-s', '-c', 'deploy/.yamllint.yaml', DIR]);
    if (lint) expect(lint.status, lint.output).toBe(0);
  });
});
