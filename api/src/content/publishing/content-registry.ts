import { Injectable, NotFoundException } from '@nestjs/common';
import type { ContentService } from '../content.service';
import { apiMessage } from '../../i18n/api-message';

/** The content service of each catalogue block, by key: publishing, history and preview act on any block. */
@Injectable()
export class ContentRegistry {
  private readonly services = new Map<string, ContentService>();

  register(service: ContentService): void {
    this.services.set(service.resource.key, service);
  }

  all(): ContentService[] {
    return [...this.services.values()];
  }

  get(key: string): ContentService {
    const service = this.services.get(key);
    if (!service)
      throw new NotFoundException(apiMessage('error.content.unknownBlock', { name: JSON.stringify(key) }));
    return service;
  }
}
