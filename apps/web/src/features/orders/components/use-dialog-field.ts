import { useRef, useState, type FormEvent } from 'react';

/**
 * The one field of an order dialog (trade password, tracking number): its value and error, a
 * submit that checks first (`problem` gives the translated reason, or '' when fine), cannot run
 * while busy, and puts the focus back on the field when the check or the server refuses. With
 * `clearOnRefusal` a refused value is emptied for another try.
 */
export function useDialogField({
  busy,
  problem,
  send,
  clearOnRefusal = false,
}: {
  busy: boolean;
  problem: (value: string) => string;
  /** Resolves to false when the server refused the value. */
  send: (value: string) => Promise<boolean>;
  clearOnRefusal?: boolean;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState('');

  const change = (next: string) => {
    setValue(next);
    setError('');
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = problem(value);
    if (found) {
      setError(found);
      inputRef.current?.focus();
      return;
    }
    if (!(await send(value))) {
      if (clearOnRefusal) setValue('');
      inputRef.current?.focus();
    }
  };

  return { inputRef, value, error, change, onSubmit: (event: FormEvent) => void handleSubmit(event) };
}
