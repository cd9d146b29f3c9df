import type { AuditArea, BodyRules } from '@agency/contracts';
import type { Endpoint } from '@agency/contracts/endpoints';
import { Audited } from '../audit/audited.decorator';
import { IdParam } from '../common/object-id.pipe';
import { CreatesRecord, ReadsRecords, UpdatesRecord } from '../common/record-routes';
import { ValidBody, type BodyOf } from '../common/validated-body';

/** What an admin-managed record's service offers its controller. */
export interface AdminRecords<Input> {
  list(): Promise<unknown>;
  get(id: string): Promise<unknown>;
  add(input: Input): Promise<unknown>;
  update(id: string, input: Input): Promise<unknown>;
}

export interface AdminRecordRoutes {
  readonly list: Endpoint;
  readonly one: Endpoint;
  readonly add: Endpoint;
  readonly update: Endpoint;
}

/**
 * The documented routes of a record an admin manages (the admin list): list, read one, add, update, as the endpoint
 * catalogue defines them (access included), with bodies checked against its rules. A subclass adds `@Controller()`
 * and its service; `audit` names its writes in the audit log.
 */
export function adminRecordsController<const R extends BodyRules>(
  routes: AdminRecordRoutes,
  rules: R,
  audit: { area: AuditArea; noun: string },
) {
  abstract class AdminRecordsController {
    constructor(private readonly records: AdminRecords<BodyOf<R>>) {}

    @ReadsRecords(routes.list, rules, { list: true })
    list() {
      return this.records.list();
    }

    @ReadsRecords(routes.one, rules)
    get(@IdParam() id: string) {
      return this.records.get(id);
    }

    @CreatesRecord(routes.add, rules)
    @Audited(audit.area, `Added ${audit.noun}`)
    add(@ValidBody(rules) body: BodyOf<R>) {
      return this.records.add(body);
    }

    @UpdatesRecord(routes.update, rules)
    @Audited(audit.area, `Updated ${audit.noun}`)
    update(@IdParam() id: string, @ValidBody(rules) body: BodyOf<R>) {
      return this.records.update(id, body);
    }
  }
  return AdminRecordsController;
}
