import { Search } from 'lucide-react';
import './chat.css';

/**
 * The search by name above a conversation list (issue 19, point 13): the private messages' and the
 * staff console's. The label is the placeholder too; the caller filters or asks the server.
 */
export function ChatListSearch({
  label,
  value,
  maxLength,
  onChange,
}: {
  label: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
}) {
  return (
    <div className="chat-list-search" role="search">
      <Search size={16} aria-hidden="true" className="chat-list-search__icon" />
      <input
        type="search"
        className="chat-list-search__input"
        aria-label={label}
        placeholder={label}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
