import type { ComponentProps } from 'react';
import { SmartLink } from '@agency/ui';

type SmartLinkProps = ComponentProps<typeof SmartLink>;

/** A button stored in the content as its text and its link: shown only when both are set. */
export function ContentButton({
  text,
  link,
  variant = 'primary',
  size = 'md',
  className,
}: {
  text: string | undefined;
  link: string | undefined;
  variant?: SmartLinkProps['variant'];
  size?: SmartLinkProps['size'];
  className?: string;
}) {
  if (!text || !link) return null;
  return (
    <SmartLink href={link} variant={variant} size={size} className={className}>
      {text}
    </SmartLink>
  );
}
