import type { ReactNode } from 'react';
import type { GlobalVersion } from '@docusaurus/plugin-content-docs/client';
import { ALL_VERSIONS } from './useSearchScope';
import styles from './search.module.css';

/** Search one version (by default the one being read) or widen to all versions. */
export default function ScopeChoice({
  name,
  value,
  versions,
  primary,
  onChange,
}: {
  name: string;
  value: string;
  versions: readonly GlobalVersion[];
  /** The version offered first: the one being read. */
  primary: GlobalVersion;
  onChange: (value: string) => void;
}): ReactNode {
  const selectable = value !== ALL_VERSIONS && value !== primary.name ? versions.filter((v) => v.name === value) : [];
  const options = [
    { value: primary.name, label: `${primary.label} only` },
    ...selectable.map((version) => ({ value: version.name, label: `${version.label} only` })),
    { value: ALL_VERSIONS, label: 'All versions' },
  ];
  return (
    <fieldset className={styles.scope}>
      <legend className={styles.scopeLegend}>Search in</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.scopeOption}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
