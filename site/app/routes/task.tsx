import { isPipelineType } from "@hubkit/tasks";
import { data, Link } from "react-router";
import { compareProvidersProps } from "../components/compare-providers/compare-providers-data.server.js";
import { TaskDemo } from "../components/demo/TaskDemo.js";
import { FurtherReading } from "../components/further-reading/FurtherReading.js";
import { Heading } from "../components/heading/Heading.js";
import { Breadcrumb } from "../components/navigation/Breadcrumb.js";
import { DocLayout } from "../components/navigation/DocLayout.js";
import { TaskPager } from "../components/navigation/TaskPager.js";
import { TaskSidebar } from "../components/navigation/TaskSidebar.js";
import { taskNavigation } from "../components/navigation/task-navigation.js";
import { TaskProviders } from "../components/providers/TaskProviders.js";
import { localTabAnchor } from "../components/run-locally/local-tab.js";
import { RunLocallySection } from "../components/run-locally/RunLocallySection.js";
import { firstTabCode } from "../components/snippets/snippet-tab.js";
import { ApiReference } from "../components/spec-table/ApiReference.js";
import type { TaskApi } from "../components/spec-table/spec-table-data.js";
import { ModelServedNote } from "../components/task/ModelServedNote.js";
import { RepoList } from "../components/task/RepoList.js";
import { ResponsesApiSection } from "../components/task/ResponsesApiSection.js";
import { responsesSnippets } from "../components/task/responses-snippets.server.js";
import { TaskVariants } from "../components/task-variants/TaskVariants.js";
import { InferenceTokenNote } from "../components/token-link/InferenceTokenNote.js";
import { UpdateOnGitHub } from "../components/update-on-github/UpdateOnGitHub.js";
import { Island } from "../islands/Island.js";
import { catalogueData } from "../lib/catalogue-data.server.js";
import { libraryAnchors, pageChoices, taskLocalSnippets } from "../lib/local-snippets-data.server.js";
import { MODELS_AS_OF, modelProviders } from "../lib/provider-models.server.js";
import { pageProviders } from "../lib/providers-data.server.js";
import { noIndexMeta, pageMeta } from "../lib/seo.js";
import { taskDescription } from "../lib/seo-task.js";
import { taskProviders, taskSnippets } from "../lib/snippets-data.server.js";
import { taskApi } from "../lib/spec-tables.server.js";
import { type TaskPageData, taskPageData } from "../lib/task-page-data.server.js";
import { tryItProps } from "../lib/try-it-data.server.js";
import { hubUrl } from "../site-config.js";
import type { Route } from "./+types/task";
import { NOT_FOUND_DESCRIPTION } from "./not-found.js";

export async function loader({ params }: Route.LoaderArgs) {
	if (!isPipelineType(params.id)) throw data(null, { status: 404 });
	const runLocally = await taskLocalSnippets(params.id);
	const tryIt = tryItProps(params.id);
	const snippets = await taskSnippets(params.id);
	return {
		...taskPageData(params.id),
		snippets,
		responsesSnippets: await responsesSnippets(params.id, snippets?.modelId, snippets?.provider),
		runLocally: pageChoices(runLocally),
		libraryAnchors: libraryAnchors(runLocally),
		providers: taskProviders(params.id),
		modelsAsOf: MODELS_AS_OF,
		servedBy: pageProviders(params.id),
		modelProviders: modelProviders(params.id),
		api: taskApi(params.id),
		tryIt,
		compareProviders: compareProvidersProps(params.id, tryIt?.model),
		navigation: taskNavigation(catalogueData().groups, params.id),
	};
}

export const meta = ({ data, location }: Route.MetaArgs) =>
	data
		? pageMeta({
				title: `${data.task.label} · Tasks · Hubkit`,
				description: taskDescription(data),
				path: location.pathname,
			})
		: noIndexMeta("Task not found · Hubkit", NOT_FOUND_DESCRIPTION);

export default function TaskPage({ loaderData: page }: Route.ComponentProps) {
	const { task, navigation } = page;
	return (
		<DocLayout sidebar={<TaskSidebar groups={navigation.groups} current={navigation.current} />}>
			<article className={`page task-page task-color-${page.color}`}>
				<Breadcrumb trail={[{ label: "Tasks", href: "/tasks" }, { label: page.modalityLabel }]} />
				<header className="task-header">
					<Heading level={1}>{task.label}</Heading>
					<p className="task-kind">
						<span className="color-dot" aria-hidden="true" />
						This task {page.colorMeaning}.
					</p>
				</header>
				{page.canonical && (
					<p className="callout">
						This task is documented together with{" "}
						<Link to={`/tasks/${page.canonical.id}`}>{page.canonical.name}</Link>.
					</p>
				)}
				{task.isPlaceholder ? (
					<>
						<PlaceholderBody label={task.label} />
						<TaskProviders providers={page.servedBy} />
						<ApiReference api={page.api} />
					</>
				) : (
					<DocumentedBody page={page} />
				)}
				{page.libraries.length > 0 && (
					<section>
						<Heading level={2}>Libraries</Heading>
						<ul className="library-list">
							{page.libraries.map((library) => (
								<li key={library.key}>
									<a href={library.repoUrl}>{library.prettyLabel}</a>
									{page.libraryAnchors[library.key] && (
										<>
											{" · "}
											<a href={`#${localTabAnchor(page.libraryAnchors[library.key] ?? "")}`}>run locally</a>
										</>
									)}
								</li>
							))}
						</ul>
					</section>
				)}
				{page.subtasks.length > 0 && (
					<section>
						<Heading level={2}>Subtasks</Heading>
						<ul className="chip-list">
							{page.subtasks.map((subtask) => (
								<li key={subtask.type}>{subtask.name}</li>
							))}
						</ul>
					</section>
				)}
				<UpdateOnGitHub source={page.source} />
				<TaskPager previous={navigation.previous} next={navigation.next} />
			</article>
		</DocLayout>
	);
}

function PlaceholderBody({ label }: { label: string }) {
	return (
		<div className="placeholder-note">
			<p>
				<strong>{label} is not documented yet.</strong> The hub knows this task type, but this page has no
				summary, demo or recommended models so far.
			</p>
			<p>
				<Link to="/tasks">Browse the documented tasks</Link>, or help by writing this page.
			</p>
		</div>
	);
}

type PageData = TaskPageData & {
	snippets: Awaited<ReturnType<typeof taskSnippets>>;
	runLocally: ReturnType<typeof pageChoices>;
	providers: string[];
	modelsAsOf: string;
	servedBy: string[];
	/** Per recommended model, the providers serving it; absent on a page the router does not serve. */
	modelProviders: Record<string, string[]> | undefined;
	api: TaskApi;
	tryIt: ReturnType<typeof tryItProps>;
	compareProviders: ReturnType<typeof compareProvidersProps>;
	responsesSnippets: Awaited<ReturnType<typeof responsesSnippets>>;
};

function DocumentedBody({ page }: { page: PageData }) {
	const { task } = page;
	return (
		<>
			<p className="task-summary">{task.summary}</p>
			<section>
				<Heading level={2}>Demo</Heading>
				<TaskDemo demo={task.demo} taskName={task.label} media={page.media} />
			</section>
			{page.snippets && (
				<section>
					<Heading level={2}>Inference</Heading>
					<p>
						{page.providers.length > 1 ? (
							<>Pick a provider: its code calls a model it serves.</>
						) : (
							<>
								Call <a href={hubUrl("model", page.snippets.modelId)}>{page.snippets.modelId}</a> on{" "}
								<code>{page.snippets.provider}</code> from your language.
							</>
						)}{" "}
						Models served as of {page.modelsAsOf}. Set <code>HF_TOKEN</code> to your hub token first.{" "}
						<InferenceTokenNote />
					</p>
					<Island
						name="snippet-tabs"
						props={{
							tabs: firstTabCode(page.snippets.tabs),
							label: `Code for ${task.label}`,
							task: task.id,
							providers: page.providers,
							provider: page.snippets.provider,
							model: page.snippets.modelId,
						}}
					/>
				</section>
			)}
			<TaskProviders providers={page.servedBy} />
			<ApiReference api={page.api} />
			{page.responsesSnippets && <ResponsesApiSection code={page.responsesSnippets} label={task.label} />}
			{page.compareProviders && (
				<section>
					<Heading level={2}>Compare providers</Heading>
					<Island name="compare-providers" props={page.compareProviders} />
				</section>
			)}
			{page.tryIt && (
				<section>
					<Heading level={2}>Try it</Heading>
					<Island name="try-it" props={page.tryIt} />
				</section>
			)}
			<RunLocallySection task={task.id} models={page.runLocally} taskLabel={task.label} />
			<section>
				<Heading level={2}>Use cases</Heading>
				<ul className="use-cases">
					{task.useCases.map((useCase) => (
						<li key={useCase.title}>
							<Heading level={3}>{useCase.title}</Heading>
							<p>{useCase.description}</p>
						</li>
					))}
				</ul>
			</section>
			<TaskVariants variants={task.variants} />
			{task.youtubeId && (
				<section>
					<Heading level={2}>Video</Heading>
					<Island
						name="video-facade"
						props={{ youtubeId: task.youtubeId, title: `${task.label} explained` }}
					/>
				</section>
			)}
			<RepoList
				title="Recommended models"
				kind="model"
				repos={task.models}
				note={(model) => (
					<ModelServedNote
						providers={page.modelProviders?.[model.id]}
						asOf={page.modelsAsOf}
						runsLocally={page.runLocally.length > 0}
					/>
				)}
			/>
			<RepoList title="Datasets" kind="dataset" repos={task.datasets} />
			<RepoList title="Spaces" kind="space" repos={task.spaces} />
			{task.metrics.length > 0 && (
				<section>
					<Heading level={2}>Metrics</Heading>
					<dl className="metric-list">
						{task.metrics.map((metric) => (
							<div key={metric.id}>
								<dt>
									<code>{metric.id}</code>
								</dt>
								<dd>{metric.description}</dd>
							</div>
						))}
					</dl>
				</section>
			)}
			<FurtherReading links={task.furtherReading} />
		</>
	);
}
