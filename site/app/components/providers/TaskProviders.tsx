/** The line on a task page that links to the providers serving its task. */
export function TaskProviders({ providers }: { providers: readonly string[] }) {
	if (providers.length === 0) return null;
	return (
		<nav aria-label="Providers" className="task-providers">
			<p>
				Served by{" "}
				{providers.map((provider, index) => (
					<span key={provider}>
						{index > 0 && ", "}
						<a href={`/providers/${provider}`}>{provider}</a>
					</span>
				))}
				. See <a href="/providers">all providers</a>.
			</p>
		</nav>
	);
}
