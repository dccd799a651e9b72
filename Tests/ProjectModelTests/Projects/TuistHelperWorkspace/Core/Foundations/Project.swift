import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.core(name: "Foundations", externals: External.allCases.filter(\.isCore))
