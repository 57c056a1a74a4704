import type { PcrRequestStep } from '@steel-epd/contract';
import type { OperatorActor, UserActor } from '../../../platform/access/actor.ts';
import { decidePcrRequest } from './commands/decide-pcr-request.ts';
import { filePcrRequest } from './commands/file-pcr-request.ts';
import { movePcrRequestStep } from './commands/move-pcr-request-step.ts';
import { createPcr, updatePcr } from './commands/save-pcr.ts';
import type { PcrForm, PcrInsert, PcrsDeps } from './context.ts';
import { pcrRequestViews } from './request-views.ts';
import { pcrViews } from './views.ts';

export type { PcrsDeps } from './context.ts';
export { pcrRequestLimitKey } from './rules.ts';

/**
 * PCRs: the portal's dropdown, search, downloads and requests, and the secretariat's
 * management and decisions. A change, its audit entry and the user's inbox message commit
 * together in one transaction. The commands are in commands/, the read models in views.ts
 * and request-views.ts, the pure rules in rules.ts.
 */
export const pcrsService = (deps: PcrsDeps) => ({
  ...pcrViews(deps),
  ...pcrRequestViews(deps),
  request: (actor: UserActor, input: PcrInsert) => filePcrRequest(deps, actor, input),
  create: (actor: OperatorActor, form: PcrForm) => createPcr(deps, actor, form),
  update: (actor: OperatorActor, id: number, form: PcrForm) => updatePcr(deps, actor, id, form),
  moveStep: (id: number, input: { step: PcrRequestStep; note: string }, actor: OperatorActor) =>
    movePcrRequestStep(deps, id, input, actor),
  accept: (id: number, actor: OperatorActor) =>
    decidePcrRequest(deps, id, actor, { status: 'accepted', reason: null }),
  decline: (id: number, reason: string, actor: OperatorActor) =>
    decidePcrRequest(deps, id, actor, { status: 'declined', reason }),
});
