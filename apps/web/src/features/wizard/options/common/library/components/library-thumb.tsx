import { AspectRatio, Box, Image } from '@mantine/core';
import type { ReactNode } from 'react';

type LibraryThumbProps = {
  /** An image URL, or something drawn in place (a filter over the sample photo). */
  src?: string;
  children?: ReactNode;
  /** Width over height; frames are portrait (500 / 628), most artwork square. */
  ratio?: number;
  /** Alternative text; library art is named by the text beside it, so it is decorative by default. */
  alt?: string;
};

/** A library item's picture on a soft backdrop, so transparent art (props, frames) reads well. */
export function LibraryThumb({ src, children, ratio = 1, alt = '' }: LibraryThumbProps) {
  return (
    <AspectRatio ratio={ratio}>
      <Box bg="gray.1" bdrs="sm" style={{ overflow: 'hidden' }}>
        {src ? <Image src={src} alt={alt} h="100%" w="100%" fit="contain" /> : children}
      </Box>
    </AspectRatio>
  );
}
