/** All product templates, one or more per leaf category. */
import { consumableTemplates } from './consumables.ts'
import { dentistryTemplates } from './dentistry.ts'
import { diagnosticTemplates } from './diagnostics.ts'
import { disinfectionTemplates } from './disinfection.ts'
import { furnitureTemplates } from './furniture.ts'
import type { ProductTemplate } from './kit.ts'
import { laboratoryTemplates } from './laboratory.ts'
import { reagentTemplates } from './reagents.ts'
import { rehabilitationTemplates } from './rehabilitation.ts'

export type { BrandRef, ProductDraft, ProductTemplate } from './kit.ts'

export const productTemplates: readonly ProductTemplate[] = [
  ...consumableTemplates,
  ...diagnosticTemplates,
  ...dentistryTemplates,
  ...laboratoryTemplates,
  ...reagentTemplates,
  ...rehabilitationTemplates,
  ...disinfectionTemplates,
  ...furnitureTemplates,
]
