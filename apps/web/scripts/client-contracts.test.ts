import { describe, expect, it } from 'vitest';
import { build, parseAst, type Rollup } from 'vite';
import { fileURLToPath } from 'node:url';
import { clientContract, clientContracts } from './client-contracts.ts';

const contract = `import { z } from 'zod';
const fila = z.object({ soloRespuesta: z.string().nullable() });
export const alta = z.object({ nombre: z.string().trim().max(80) }).superRefine((v, ctx) => { ctx.addIssue({ code: 'custom', message: 'x' }); });
export const api = {
  list: endpoint({ method: 'GET', path: '/api/x', access: 'staff', query: z.object({ q: z.string() }), response: z.array(fila), paged: true }),
  create: endpoint({ method: 'POST', path: '/api/x', access: 'staff', body: alta, response: fila, status: 201 }),
};
`;

describe('the browser’s copy of a contract', () => {
  it('leaves out what only the server reads, and marks as pure only the calls that build constants', () => {
    const out = clientContract(contract, (c) => parseAst(c))!.toString();
    expect(out).not.toMatch(/response:|query:/);
    expect(out).toContain(`body: alta,`);
    expect(out).toContain(`paged: true`);
    expect(out).toContain(`const fila = /* @__PURE__ */ z.object({ soloRespuesta: /* @__PURE__ */ /* @__PURE__ */ z.string().nullable() })`);
    // A check runs when a form is checked, later: its calls are kept as they are.
    expect(out).toContain('{ ctx.addIssue({');
    expect(clientContract('export const a = 1;', (c) => parseAst(c))).toBeNull();
  });

  it('brings a form’s schema to the browser and no answer’s schema', async () => {
    const entry = fileURLToPath(new URL('../../../packages/domain/src/academicos/estudiante.contract.ts', import.meta.url));
    // What a screen of the browser imports: the list's and the edit form's endpoints.
    const uses = `import { estudiantesApi } from ${JSON.stringify(entry)}; console.log(estudiantesApi.list.path, estudiantesApi.update.body);`;
    const bundle = (await build({
      configFile: false,
      logLevel: 'silent',
      plugins: [
        clientContracts(),
        { name: 'uses', resolveId: (id) => (id === 'virtual:uses' ? id : null), load: (id) => (id === 'virtual:uses' ? uses : null) },
      ],
      build: { write: false, minify: false, rolldownOptions: { input: { uses: 'virtual:uses' } } },
    })) as Rollup.RollupOutput[] | Rollup.RollupOutput;
    const code = [bundle]
      .flat()
      .flatMap((b) => b.output)
      .map((o) => (o.type === 'chunk' ? o.code : ''))
      .join('\n');
    expect(code).toContain('estuContactoEmergencia'); // the update form's field
    expect(code).not.toContain('coAcDescripcion'); // a field of the student's answer only
  }, 60_000);
});
