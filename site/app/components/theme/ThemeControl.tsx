import THEME_CONTROL_SCRIPT from "../../browser/theme-control.ts?inline-script";

const CHOICES = [
	{ value: "system", label: "System" },
	{ value: "light", label: "Light" },
	{ value: "dark", label: "Dark" },
] as const;

/**
 * The header's Theme control: a labelled native select, so keyboard and screen readers get its
 * behaviour for free. Hidden until its script (browser/theme-control.ts) runs, so it is never a dead control.
 */
export function ThemeControl() {
	return (
		<>
			<div className="theme-control" hidden>
				<label htmlFor="theme-choice">Theme</label>
				<select id="theme-choice" defaultValue="system">
					{CHOICES.map(({ value, label }) => (
						<option key={value} value={value}>
							{label}
						</option>
					))}
				</select>
			</div>
			{/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of our own, with no input. */}
			<script dangerouslySetInnerHTML={{ __html: THEME_CONTROL_SCRIPT }} />
		</>
	);
}
