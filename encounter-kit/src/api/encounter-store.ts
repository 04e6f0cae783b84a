import { configureStore } from '@reduxjs/toolkit';
import { encounterApi, type KitContext } from './encounter-api';

/** A parcel's own store: the kit's API cache, its calls made with the parcel's client and role. */
export function createEncounterStore(context: KitContext) {
  return configureStore({
    reducer: { [encounterApi.reducerPath]: encounterApi.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: context } }).concat(encounterApi.middleware),
  });
}

export type EncounterStore = ReturnType<typeof createEncounterStore>;
export type EncounterDispatch = EncounterStore['dispatch'];
