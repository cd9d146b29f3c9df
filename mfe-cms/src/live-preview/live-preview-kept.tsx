import { createContext, useContext, useState, type ReactNode } from 'react';

/** Whether the live preview is open, and at which width (null: fitting the room). */
interface PreviewChoice {
  open: boolean;
  setOpen: (open: boolean) => void;
  width: number | null;
  setWidth: (width: number | null) => void;
}

const KeptChoice = createContext<PreviewChoice | null>(null);

function useChoice(): PreviewChoice {
  const [open, setOpen] = useState(false);
  const [width, setWidth] = useState<number | null>(null);
  return { open, setOpen, width, setWidth };
}

/**
 * Keeps the live preview's choices above forms that replace each other: a record editor switching language swaps
 * its form for the other language's, and the preview stays open, at its width, on the other language's page.
 */
export function KeepLivePreview({ children }: { children: ReactNode }) {
  return <KeptChoice.Provider value={useChoice()}>{children}</KeptChoice.Provider>;
}

/** The live preview's choices: those kept above the form, or the form's own. */
export function useLivePreviewChoice(): PreviewChoice {
  const own = useChoice();
  return useContext(KeptChoice) ?? own;
}
