import type { AuditArea, BodyRules } from '@agency/contracts';
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

export interface AdminRecordPaths {
  readonly list: string;
  readonly one: string;
  readonly add: string;
  readonly update: string;
}

/**
 * The documented routes of each record an admin manages that is not in the endpoint catalogue yet: list, read
 * one, add, update, at the paths `contracts` names, with bodies checked against its rules. A subclass adds
 * `@Controller()`, its access level and its service; `audit` names its writes in the audit log.
 */
export function adminRecordsController<const R extends BodyRules>(
  paths: AdminRecordPaths,
  rules: R,
  audit: { area: AuditArea; noun: string },
) {
  abstract class AdminRecordsController {
    constructor(private readonly records: AdminRecords<BodyOf<R>>) {}

    @ReadsRecords(paths.list, rules, { list: true })
    list() {
      return this.records.list();
    }

    @ReadsRecords(paths.one, rules)
    get(@IdParam() id: string) {
      return this.records.get(id);
    }

    @CreatesRecord(paths.add, rules)
    @Audited(audit.area, `Added ${audit.noun}`)
    add(@ValidBody(rules) body: BodyOf<R>) {
      return this.records.add(body);
    }

    @UpdatesRecord(paths.update, rules)
    @Audited(audit.area, `Updated ${audit.noun}`)
    update(@IdParam() id: string, @ValidBody(rules) body: BodyOf<R>) {
      return this.records.update(id, body);
    }
  }
  return AdminRecordsController;
}
