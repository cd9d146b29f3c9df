import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { Types, type Connection } from 'mongoose';
import { pricings } from '@agency/contracts';
import { toCents } from './money';
import { PACKAGE_NAMES, type PackageName } from './schemas/order.schema';

/** Which stored pricing package an order is for. */
export type PackageReference = { packageId: string } | { packageName: PackageName };

export interface OrderablePackage {
  id: string;
  packageName: PackageName;
  priceCents: number;
}

export type PackageLookup =
  | { found: true; package: OrderablePackage }
  | { found: false; reason: 'missing' | 'not-orderable' | 'no-price' };

interface StoredPricing {
  _id: Types.ObjectId;
  packageName?: unknown;
  packagePrice?: unknown;
}

/**
 * Reads pricing packages straight from the content module's `pricings` collection: orders need only the
 * name and price, and must not depend on how the content module is built.
 */
@Injectable()
export class PackageCatalog {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  async find(reference: PackageReference): Promise<PackageLookup> {
    const packages = this.connection.collection<StoredPricing>(pricings.collection);
    const stored =
      'packageId' in reference
        ? await packages.findOne({ _id: new Types.ObjectId(reference.packageId) })
        : await packages.findOne({ packageName: reference.packageName }, { sort: { _id: 1 } });
    if (!stored) return { found: false, reason: 'missing' };
    if (!PACKAGE_NAMES.includes(stored.packageName as PackageName))
      return { found: false, reason: 'not-orderable' };
    const priceCents = typeof stored.packagePrice === 'string' ? toCents(stored.packagePrice) : undefined;
    if (priceCents === undefined || priceCents <= 0) return { found: false, reason: 'no-price' };
    return {
      found: true,
      package: { id: stored._id.toHexString(), packageName: stored.packageName as PackageName, priceCents },
    };
  }
}
