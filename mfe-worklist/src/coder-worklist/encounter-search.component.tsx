import { Button, Flex, Input } from 'antd';
import { useId, useState } from 'react';
import { encounterDetailPath, MESSAGES, type NavigateOptions } from 'shared-kit';
import { WORKLIST_TEXTS } from '../worklist.messages';

/** An encounter number as typed: digits only, without leading or trailing spaces; null otherwise. */
export function parseEncounterId(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const id = Number(trimmed);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** 'Search By Encounter:' with Go: opens that encounter's detail (coders only). */
export function EncounterSearch({ navigate }: { navigate: (to: string, options?: NavigateOptions) => void }) {
  const inputId = useId();
  const [text, setText] = useState('');
  const id = parseEncounterId(text);
  const go = () => {
    if (id !== null) navigate(encounterDetailPath(id));
  };
  return (
    <Flex gap="small" align="center" role="search">
      <label htmlFor={inputId}>{MESSAGES.searchByEncounter}</label>
      <Input
        id={inputId}
        placeholder={WORKLIST_TEXTS.encounterId}
        value={text}
        inputMode="numeric"
        status={text.trim() !== '' && id === null ? 'error' : undefined}
        aria-invalid={text.trim() !== '' && id === null}
        title={text.trim() !== '' && id === null ? WORKLIST_TEXTS.encounterIdInvalid : undefined}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={go}
        style={{ width: 160 }}
      />
      <Button type="primary" disabled={id === null} onClick={go}>
        {MESSAGES.go}
      </Button>
    </Flex>
  );
}
