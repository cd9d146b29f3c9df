/** A block's name as the API's messages say it: on its own, and inside an English sentence (lowercased there). */
export function blockInMessages(label: string): { block: string; blockInSentence: string } {
  return { block: label, blockInSentence: label.toLowerCase() };
}
