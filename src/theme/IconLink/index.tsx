import type { ComponentType, ReactNode, SVGProps } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import GitHubIcon from '@site/static/img/icons/github.svg';
import DiscordIcon from '@site/static/img/icons/discord.svg';
import XIcon from '@site/static/img/icons/x.svg';
import styles from './styles.module.css';

const icons = { github: GitHubIcon, discord: DiscordIcon, x: XIcon } satisfies Record<
  string,
  ComponentType<SVGProps<SVGSVGElement>>
>;

export type IconName = keyof typeof icons;

/** An external link shown as a bundled SVG icon, named for assistive technology by `label`. */
export default function IconLink({
  href,
  icon,
  label,
  className,
}: {
  href: string;
  icon: IconName;
  label: string;
  className?: string;
}): ReactNode {
  const Icon = icons[icon];
  return (
    <Link href={href} className={clsx(styles.iconLink, className)} aria-label={label} title={label}>
      <Icon width={20} height={20} aria-hidden="true" focusable="false" />
    </Link>
  );
}
