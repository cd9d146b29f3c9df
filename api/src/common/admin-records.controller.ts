import { Get, HttpCode, Post, Put } from '@nestjs/common';
import type { BodyRules } from '@agency/contracts';
import { IdParam } from './object-id.pipe';
import { routePath } from './route-path';
import { ApiRecordResponse } from './rules-openapi';
import { ValidBody, type BodyOf } from './validated-body';

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
 * The routes spec 000 §7 gives each record an admin manages (the admin list, the PayPal e-mail): list, read
 * one, add, update, at the paths `contracts` names, with bodies checked against its rules. A subclass adds
 * `@Controller()`, its access level and its service.
 */
export function adminRecordsController<const R extends BodyRules>(paths: AdminRecordPaths, rules: R) {
  abstract class AdminRecordsController {
    constructor(private readonly records: AdminRecords<BodyOf<R>>) {}

    @Get(routePath(paths.list))
    @ApiRecordResponse(rules, { list: true })
    list() {
      return this.records.list();
    }

    @Get(routePath(paths.one))
    @ApiRecordResponse(rules)
    get(@IdParam() id: string) {
      return this.records.get(id);
    }

    @Post(routePath(paths.add))
    @HttpCode(201)
    @ApiRecordResponse(rules, { status: 201 })
    add(@ValidBody(rules) body: BodyOf<R>) {
      return this.records.add(body);
    }

    @Put(routePath(paths.update))
    @ApiRecordResponse(rules)
    update(@IdParam() id: string, @ValidBody(rules) body: BodyOf<R>) {
      return this.records.update(id, body);
    }
  }
  return AdminRecordsController;
}
