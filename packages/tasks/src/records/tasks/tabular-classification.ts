import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Tabular classification looks at one row of a table, such as a customer, a patient or a machine reading, and predicts which category it belongs to. The input is the row's columns, numbers and categories alike, and the output is a label for a chosen target column, often with a probability. It lets you turn records you already keep into yes-or-no or multi-way decisions.",
	useCases: [
		{
			title: "Credit risk",
			description:
				"Predict whether a loan applicant is likely to repay from income, debts and payment history.",
		},
		{
			title: "Customer churn",
			description:
				"Flag subscribers likely to cancel next month from their usage and billing records, so they can be offered help first.",
		},
		{
			title: "Medical screening",
			description:
				"Estimate from routine measurements whether a patient should be tested further for a condition such as diabetes.",
		},
		{
			title: "Quality control",
			description:
				"Mark products on a production line as likely faulty from sensor readings taken during manufacture.",
		},
	],
	datasets: [
		{
			id: "inria-soda/tabular-benchmark",
			description: "A curated set of real-world tables gathered for comparing tabular models fairly.",
		},
		{
			id: "scikit-learn/adult-census-income",
			description:
				"Census records labelled by whether income is above 50K dollars a year, a classic binary benchmark.",
		},
		{
			id: "scikit-learn/iris",
			description:
				"One hundred and fifty flowers measured and labelled by species, small enough for a first experiment.",
		},
	],
	models: [
		{
			id: "Prior-Labs/TabPFN-v2-clf",
			localOnly: true,
			tags: [],
			libraryNote:
				"Runs with the tabpfn package from its own repository; no library of the library map loads it.",
			description:
				"A pretrained transformer that classifies rows of a small table without any training, by reading the labelled rows as examples.",
		},
		{
			id: "scikit-learn/cancer-prediction-trees",
			localOnly: true,
			library_name: "sklearn",
			tags: [],
			description:
				"A decision-tree model that predicts whether a breast tumour is malignant from cell measurements.",
		},
		{
			id: "julien-c/wine-quality",
			library_name: "sklearn",
			tags: [],
			description:
				"A small scikit-learn pipeline that rates a red wine's quality from chemical measurements such as acidity and alcohol.",
		},
		{
			id: "scikit-learn/tabular-playground",
			localOnly: true,
			library_name: "sklearn",
			tags: [],
			description:
				"A small scikit-learn example model used by the hub's table widget, handy for seeing the expected input format.",
		},
	],
	spaces: [
		{
			id: "scikit-learn/tabular-playground",
			description: "Upload rows of production data and get a prediction of which products are defective.",
		},
		{
			id: "scikit-learn/classification",
			description: "Compares how several classic classifiers draw their decision boundaries on toy datasets.",
		},
	],
	metrics: [
		{ id: "accuracy", description: "The share of rows given the right label." },
		{ id: "precision", description: "Of the rows given a label, the share that truly belong to it." },
		{ id: "recall", description: "Of the rows that truly belong to a label, the share the model found." },
		{
			id: "f1",
			description:
				"The harmonic mean of precision and recall, more telling than accuracy when one class is rare.",
		},
	],
	demo: {
		inputs: [
			{
				type: "tabular",
				table: [
					["Age", "Education", "Occupation", "Hours per week"],
					["39", "Bachelors", "Engineer", "45"],
					["23", "High school", "Retail", "20"],
					["51", "Masters", "Manager", "50"],
				],
			},
		],
		outputs: [
			{
				type: "tabular",
				table: [["Income"], [">50K"], ["<=50K"], [">50K"]],
			},
		],
	},
	widgetModels: ["julien-c/wine-quality"],
	furtherReading: [
		{
			title: "Supervised learning",
			url: "https://scikit-learn.org/stable/supervised_learning.html",
			source: "scikit-learn",
		},
		{
			title: "skops: share scikit-learn models",
			url: "https://skops.readthedocs.io/en/stable/",
			source: "skops docs",
		},
		{ title: "TabPFN", url: "https://github.com/PriorLabs/TabPFN", source: "Prior Labs" },
	],
};

export default data;
