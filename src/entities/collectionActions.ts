// Collection actions a kind's list page offers beside its title (001 §4: volume create is hidden in the
// generic volume entity; the volumes page offers it). A kind not listed offers none there.
export const LIST_COLLECTION_ACTIONS: Readonly<Record<string, readonly string[]>> = {
  volume: ['create'],
}
