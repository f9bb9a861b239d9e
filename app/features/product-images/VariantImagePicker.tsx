import { Card, Text } from "@mantine/core";
import type { ProductImageDto } from "@domain/product-images";
import { useMessage, useT } from "~/lib/i18n";

/**
 * The variant's image: one of its product's images, as radio thumbnails (plain HTML, so it works without JavaScript).
 * The chosen one is shown larger (SPEC §9: single thumbnail up to 250 high).
 */
export function VariantImagePicker({ images, value, error }: { images: ProductImageDto[]; value: string; error?: string }) {
  const current = images.find((img) => img.src === value);
  const t = useT("products");
  const localize = useMessage();
  return (
    <Card withBorder padding="lg" radius="md">
      <fieldset className="br-fieldset">
        <Text component="legend" fw={600} mb="sm">
          {t("media.image")}
        </Text>
        {current && <img className="br-variant-image-current" src={current.fullPath} alt={current.alt} />}
        {images.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("media.noImages")}
          </Text>
        ) : (
          <ul className="br-variant-images" aria-label={t("media.chooseImage")}>
            <li>
              <label className="br-variant-image">
                <input type="radio" name="imagePath" value="" defaultChecked={!current} />
                <span className="br-variant-image-none">{t("media.noImage")}</span>
              </label>
            </li>
            {images.map((img, i) => (
              <li key={img._id}>
                <label className="br-variant-image">
                  <input
                    type="radio"
                    name="imagePath"
                    value={img.src}
                    defaultChecked={img.src === value}
                    aria-label={t("media.imageAlt", { n: i + 1, alt: img.alt })}
                  />
                  <img src={img.fullPath} alt="" loading="lazy" />
                </label>
              </li>
            ))}
          </ul>
        )}
        {error && (
          <Text size="sm" c="red" mt="xs" role="alert">
            {localize(error)}
          </Text>
        )}
      </fieldset>
    </Card>
  );
}
