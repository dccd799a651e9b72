import ProjectDescription
import ProjectDescriptionHelpers

let workspace = Workspace(name: "Orchard", projects: ["Features/*", "Core/*"])
