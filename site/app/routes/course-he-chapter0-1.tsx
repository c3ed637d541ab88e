import { MDX_COMPONENTS } from "../components/mdx/mdx-components.js";
import { DocLayout } from "../components/navigation/DocLayout.js";
import { UpdateOnGitHub } from "../components/update-on-github/UpdateOnGitHub.js";
import Chapter from "../content/course/he/chapter0/1.mdx";
import { Island } from "../islands/Island.js";
import type { PageHandle } from "../lib/page-handle.js";
import { pageMeta } from "../lib/seo.js";
import type { Route } from "./+types/course-he-chapter0-1";

export const handle: PageHandle = { lang: "he", dir: "rtl" };

export const meta = ({ location }: Route.MetaArgs) =>
	pageMeta({
		title: "מבוא · קורס Transformers · Hubkit",
		description:
			"הכנת סביבת עבודה לקורס: מחברת Google Colab או סביבה וירטואלית של Python, והתקנת Transformers.",
		path: location.pathname,
		locale: "he_IL",
	});

const SOURCE = "https://github.com/huggingface/course/blob/main/chapters/he/chapter0/1.mdx";

export default function CourseIntroduction() {
	return (
		<DocLayout levels={[2, 3]}>
			<article className="page prose course-page">
				<Island name="framework-param" props={{}} />
				<Chapter components={MDX_COMPONENTS} />
				<UpdateOnGitHub source={SOURCE} />
			</article>
		</DocLayout>
	);
}
