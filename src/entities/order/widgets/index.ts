// The inputs of order pages by name (FieldConfig.widget), named after what they draw, never after a kind.
import type { FieldWidget } from '../../../../ui/forms/FormField'
import { DiskPicker } from './DiskPicker'
import { EntityChecklist } from './EntityChecklist'
import { ExternalAddress } from './ExternalAddress'
import { FlavorPicker } from './FlavorPicker'
import { ImagePicker } from './ImagePicker'
import { ObjectFields } from './ObjectFields'
import { PortRules } from './PortRules'
import { ApiSelect } from './ApiSelect'
import { PhoneInput } from './PhoneInput'
import { RegisterSearch } from './RegisterSearch'

export const ORDER_WIDGETS: Readonly<Record<string, FieldWidget>> = {
  image_picker: ImagePicker,
  flavor_picker: FlavorPicker,
  disk_picker: DiskPicker,
  entity_checklist: EntityChecklist,
  external_address: ExternalAddress,
  object_fields: ObjectFields,
  port_rules: PortRules,
  api_select: ApiSelect,
  phone_input: PhoneInput,
  register_search: RegisterSearch,
}
