import { lazy, Suspense } from 'react';
import { Route, Routes, useParams } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { NotFoundPage } from '@/components/layout/status-pages';
import { useAddToCart } from '@/features/cart/hooks/use-cart';
import { useCultivationList, useExpertAdviceList } from '@/features/content-reader/api/use-content-lists';
import { CultivationDetail } from '@/features/content-reader/components/cultivation-detail';
import { CultivationReader } from '@/features/content-reader/components/cultivation-reader';
import { ExpertAdviceReader } from '@/features/content-reader/components/expert-advice-reader';
import { DiagnosisPage } from '@/features/diagnosis/components/diagnosis-page';
import type { ProductsFor } from '@/features/diagnosis/components/diagnosis-result';
import { AiSuggestionsSection } from '@/features/diagnosis/suggestions/components/ai-suggestions-section';
import { PastSuggestions } from '@/features/diagnosis/suggestions/components/past-suggestions';
import { SuggestionDetail } from '@/features/diagnosis/suggestions/components/suggestion-detail';
import { FarmerHomePage } from '@/features/farmer-home/components/farmer-home-page';
import { ShoppingLayout } from '../layouts/shopping-layout';

/** The farmer home composes the content lists and the suggestion cards into the home feature. */
function FarmerHomeRoute() {
  const cultivation = useCultivationList();
  const advice = useExpertAdviceList();
  return (
    <FarmerHomePage
      suggestions={
        <>
          <AiSuggestionsSection />
          <PastSuggestions onlyOwn />
        </>
      }
      cultivation={cultivation}
      advice={advice}
    />
  );
}

// the shop's part of a diagnosis comes down with the first answer that names active ingredients
const IngredientProducts = lazy(() => import('@/features/shop-catalog/components/ingredient-products'));

/** The shop's products for a treatment's active ingredients, with the cart's "Add to cart". */
function useProductsFor(): ProductsFor {
  const onAddToCart = useAddToCart();
  return (activeIngredients) => (
    <Suspense fallback={null}>
      <IngredientProducts ingredients={activeIngredients} onAddToCart={onAddToCart} />
    </Suspense>
  );
}

function DiagnosisRoute() {
  return <DiagnosisPage pastSuggestions={<PastSuggestions />} productsFor={useProductsFor()} />;
}

/** /farmAI/*: the farmer pages (docs/product/screens.md#farmer-pages) inside the shopper chrome. */
export function FarmAIRoutes() {
  return (
    <Routes>
      <Route element={<ShoppingLayout fixedHeader />}>
        <Route
          path="home"
          element={
            <PageTitle id="common.home">
              <FarmerHomeRoute />
            </PageTitle>
          }
        />
      </Route>
      <Route element={<ShoppingLayout />}>
        <Route
          path="expertAdvice"
          element={
            <PageTitle id="common.expertAdvice">
              <ExpertAdviceReader />
            </PageTitle>
          }
        />
        <Route
          path="scientificCultivation"
          element={
            <PageTitle id="common.scientificCultivation">
              <CultivationReader />
            </PageTitle>
          }
        />
        <Route
          path="diagnosis"
          element={
            <PageTitle id="common.diagnosis">
              <DiagnosisRoute />
            </PageTitle>
          }
        />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function SuggestionPage() {
  const { id } = useParams();
  return <SuggestionDetail key={id} id={id} productsFor={useProductsFor()} />;
}

/** /suggestion/{id}. */
export function SuggestionRoute() {
  return (
    <Routes>
      <Route element={<ShoppingLayout />}>
        <Route
          index
          element={
            <PageTitle id="common.titleSuggestion">
              <SuggestionPage />
            </PageTitle>
          }
        />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function CultivationDetailPage() {
  const { id = '' } = useParams();
  return <CultivationDetail key={id} id={id} />;
}

/** /scientific-cultivation/{id}. */
export function CultivationDetailRoute() {
  return (
    <Routes>
      <Route element={<ShoppingLayout />}>
        <Route
          index
          element={
            <PageTitle id="common.titleGuide">
              <CultivationDetailPage />
            </PageTitle>
          }
        />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
